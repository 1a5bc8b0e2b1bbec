import type { GuideTexts } from '../guides';

/** De handleidingen in het Nederlands. */
export const guides: GuideTexts = {
  'getting-started': [
    {
      heading: 'Inloggen',
      steps: [
        'Open oxilio en vul uw e-mailadres en uw wachtwoord in.',
        'Vink ‘Ingelogd blijven’ alleen aan op uw eigen apparaat.',
        'Wachtwoord vergeten? Tik op ‘Wachtwoord vergeten?’: we mailen u een link om een nieuw wachtwoord te kiezen.',
      ],
    },
    {
      heading: 'Mijn dag',
      paragraphs: [
        'De pagina ‘Mijn dag’ toont uw resultaten van gisteren (passen, tijd rechtop, afstand …) naast uw doelen, en daarna de doelen van vandaag.',
        'Deze cijfers komen van uw oxilio: draag hem elke dag, dan blijven ze actueel. Ze verschijnen de volgende dag.',
      ],
    },
    {
      heading: 'Sterren en rangen',
      paragraphs: [
        'Voor elk doel dat u op een dag haalt, krijgt u een ster. Ook voor elke afgeronde zelfrevalidatiesessie, tot drie per dag.',
        'De sterren tellen op en brengen u van rang naar rang. Uw profiel toont uw rang en wat er nog ontbreekt voor de volgende.',
      ],
    },
    {
      heading: 'Mijn voortgang',
      paragraphs: [
        'Onder ‘Voortgang’ tonen de grafieken uw vooruitgang per dag, per week of per maand. Elke grafiek kunt u ook als tabel lezen.',
      ],
    },
    {
      heading: 'Hulp nodig?',
      tips: [
        'Uw revalidatietherapeut stelt uw doelen vast: zeg het als een doel te makkelijk of te moeilijk is.',
        'Een probleem met uw oxilio? Neem contact op met uw instelling.',
        'Teksten en knoppen zijn groot, en met de toetsen Ctrl en + maakt u de pagina nog groter.',
      ],
    },
  ],
  'self-rehabilitation': [
    {
      heading: 'Voordat u begint',
      steps: [
        'Ga op een vrije plek zitten, met een stevig steunpunt binnen handbereik (een tafel, een armleuning).',
        'Leg het materiaal klaar dat de sessie vraagt, bijvoorbeeld een tafel of een glas.',
        'Houd water en uw telefoon bij de hand.',
      ],
    },
    {
      heading: 'De sessie starten',
      steps: [
        'Open ‘Zelfrevalidatie’: de sessie van vandaag verschijnt, met de oefeningen, het materiaal en de geschatte duur.',
        'Start de sessie met de knop die daarvoor bedoeld is.',
        'Volg bij elke oefening de instructies en het aftellen van elke reeks. Tussen de reeksen is er een rustpauze.',
      ],
    },
    {
      heading: 'Tijdens de sessie',
      tips: [
        'U kunt op elk moment pauzeren en verdergaan.',
        'Lukt een oefening vandaag niet? Sla hem over: dat mag.',
        'Afgeronde oefeningen worden meteen bewaard, ook als de verbinding wegvalt.',
        'Wilt u, luister dan naar een audioprogramma (wandelritme, ademhaling) via ‘Aangepaste activiteiten’.',
      ],
    },
    {
      heading: 'Aan het einde',
      paragraphs: [
        'Geef aan hoe zwaar het voelde, van 1 (extreem makkelijk) tot 10 (maximale inspanning), en daarna uw pijn en hoe moeilijk de sessie was. Uw revalidatietherapeut past daarmee uw programma aan.',
        'Een sessie die u al gedaan hebt, kunt u dezelfde dag opnieuw starten.',
      ],
    },
    {
      heading: 'Uw veiligheid eerst',
      warning: true,
      tips: [
        'Stop bij hevige pijn, duizeligheid, ongewone kortademigheid of pijn op de borst, en waarschuw een zorgverlener.',
        'Bel in een noodgeval 112.',
        'Doe staand alleen de oefeningen die staand bedoeld zijn, altijd met de oxilio of een stevig steunpunt.',
      ],
    },
  ],
  'account-and-privacy': [
    {
      heading: 'Mijn gegevens wijzigen',
      steps: [
        'Open ‘Profiel’ en daarna het tabblad ‘Account’.',
        'Tik op ‘Mijn gegevens wijzigen’, verbeter wat nodig is en tik op ‘Opslaan’.',
        'Is een veld niet goed ingevuld, dan legt een melding er meteen onder uit wat u moet verbeteren.',
      ],
      tips: [
        'Met uw e-mailadres logt u in: wilt u het wijzigen, neem dan contact op met uw instelling.',
      ],
    },
    {
      heading: 'Mijn wachtwoord wijzigen',
      steps: [
        'Tik onder ‘Account’ op ‘Link per e-mail ontvangen’.',
        'Open de e-mail en volg de link: die is maar kort geldig.',
        'Kies een wachtwoord van minstens 8 tekens dat u nergens anders gebruikt.',
      ],
    },
    {
      heading: 'De taal wijzigen',
      paragraphs: [
        'Kies de taal onder ‘Taal van de app’. Die wordt in uw account bewaard en geldt op al uw apparaten.',
      ],
    },
    {
      heading: 'Wie ziet mijn gegevens?',
      paragraphs: [
        'Alleen de zorgverleners die u begeleiden, uw revalidatietherapeut en de directie van uw instelling, kunnen uw gegevens zien. Nooit andere patiënten.',
        'Het onderdeel ‘Wie mijn gegevens heeft ingezien’ toont wie ze heeft ingezien of gewijzigd, wat en wanneer.',
      ],
    },
    {
      heading: 'Uitloggen',
      paragraphs: ['Tik op een gedeeld apparaat op ‘Uitloggen’ wanneer u klaar bent.'],
    },
  ],
};
