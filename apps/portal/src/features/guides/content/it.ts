import type { GuideTexts } from '../guides';

/** Le guide in italiano. */
export const guides: GuideTexts = {
  'getting-started': [
    {
      heading: 'Accedere',
      steps: [
        'Apra oxilio e inserisca il suo indirizzo e-mail e la sua password.',
        'Selezioni «Ricordami» solo sul suo dispositivo personale.',
        'Password dimenticata? Tocchi «Password dimenticata?»: le invieremo via e-mail un link per sceglierne una nuova.',
      ],
    },
    {
      heading: 'La mia giornata',
      paragraphs: [
        'La pagina «La mia giornata» mostra i risultati di ieri (passi, tempo in piedi, distanza…) accanto ai suoi obiettivi, poi gli obiettivi di oggi.',
        'Questi dati arrivano dal suo oxilio: lo indossi ogni giorno perché siano aggiornati. Compaiono il giorno dopo.',
      ],
    },
    {
      heading: 'Stelle e livelli',
      paragraphs: [
        'Ogni obiettivo raggiunto nella giornata le fa guadagnare una stella. Anche ogni sessione di autoriabilitazione conclusa, fino a tre al giorno.',
        'Le stelle si sommano e la fanno salire di livello. Il suo profilo mostra il livello attuale e quanto manca al successivo.',
      ],
    },
    {
      heading: 'Il mio andamento',
      paragraphs: [
        'In «Andamento», i grafici mostrano i suoi progressi giorno per giorno, per settimana o per mese. Ogni grafico si può leggere anche come tabella.',
      ],
    },
    {
      heading: 'Ha bisogno di aiuto?',
      tips: [
        'Il suo terapista della riabilitazione stabilisce gli obiettivi: gliene parli se uno è troppo facile o troppo difficile.',
        'Un problema con il suo oxilio? Si rivolga alla sua struttura.',
        'Testi e pulsanti sono grandi, e può ingrandire ancora la pagina con i tasti Ctrl e +.',
      ],
    },
  ],
  'self-rehabilitation': [
    {
      heading: 'Prima di iniziare',
      steps: [
        'Si sistemi in uno spazio libero, con un appoggio stabile a portata di mano (un tavolo, un bracciolo).',
        'Prepari il materiale indicato per la sessione, per esempio un tavolo o un bicchiere.',
        'Tenga vicino a sé dell’acqua e il telefono.',
      ],
    },
    {
      heading: 'Avviare la sessione',
      steps: [
        'Apra «Autoriabilitazione»: compare la sessione del giorno, con gli esercizi, il materiale e la durata stimata.',
        'Avvii la sessione con l’apposito pulsante.',
        'Per ogni esercizio, segua le istruzioni e il conto alla rovescia di ogni serie. Tra una serie e l’altra è previsto un riposo.',
      ],
    },
    {
      heading: 'Durante la sessione',
      tips: [
        'Può fare una pausa e riprendere in qualsiasi momento.',
        'Oggi un esercizio non le riesce? Lo salti: è previsto.',
        'Gli esercizi conclusi vengono salvati man mano, anche se la connessione si interrompe.',
        'Se lo desidera, ascolti un programma sonoro (ritmo di cammino, respirazione) da «Attività adattate».',
      ],
    },
    {
      heading: 'Alla fine',
      paragraphs: [
        'Indichi lo sforzo percepito, da 1 (estremamente facile) a 10 (sforzo massimo), poi il dolore e la difficoltà della sessione. Il suo terapista li usa per adattare il programma.',
        'Una sessione già fatta può essere riavviata lo stesso giorno.',
      ],
    },
    {
      heading: 'Prima di tutto la sua sicurezza',
      warning: true,
      tips: [
        'Si fermi in caso di dolore forte, vertigini, affanno insolito o dolore al petto, e avvisi un operatore sanitario.',
        'In caso di emergenza, chiami il 112.',
        'Faccia in piedi solo gli esercizi previsti in piedi, sempre con l’oxilio o un appoggio stabile.',
      ],
    },
  ],
  'account-and-privacy': [
    {
      heading: 'Modificare i miei dati',
      steps: [
        'Apra «Profilo», poi la scheda «Account».',
        'Tocchi «Modifica i miei dati», corregga ciò che serve, poi «Salva».',
        'Se un campo non è compilato correttamente, un messaggio subito sotto spiega cosa correggere.',
      ],
      tips: [
        'Il suo indirizzo e-mail serve per accedere: per cambiarlo, si rivolga alla sua struttura.',
      ],
    },
    {
      heading: 'Cambiare la password',
      steps: [
        'In «Account», tocchi «Ricevere il link via e-mail».',
        'Apra l’e-mail ricevuta e segua il link: è valido solo per poco tempo.',
        'Scelga una password di almeno 8 caratteri che non usa da nessun’altra parte.',
      ],
    },
    {
      heading: 'Cambiare la lingua',
      paragraphs: [
        'Scelga la lingua in «Lingua dell’applicazione». Viene salvata nel suo account e la segue su tutti i suoi dispositivi.',
      ],
    },
    {
      heading: 'Chi vede i miei dati?',
      paragraphs: [
        'Solo i professionisti che la seguono, il suo terapista della riabilitazione e la direzione della sua struttura, possono vedere i suoi dati. Mai gli altri pazienti.',
        'La sezione «Chi ha consultato i miei dati» indica chi li ha consultati o modificati, che cosa e quando.',
      ],
    },
    {
      heading: 'Uscire',
      paragraphs: ['Su un dispositivo condiviso, tocchi «Esci» al termine della visita.'],
    },
  ],
};
