import type { GuideTexts } from '../guides';

/** D’Uleedungen op Lëtzebuergesch. */
export const guides: GuideTexts = {
  'getting-started': [
    {
      heading: 'Aloggen',
      steps: [
        'Maacht oxilio op a gitt Är E-Mail-Adress an Äert Passwuert an.',
        'Wielt „Ageloggt bleiwen“ just op Ärem eegenen Apparat.',
        'Passwuert vergiess? Tippt op „Passwuert vergiess?“: Dir kritt per E-Mail e Link, fir en neit ze wielen.',
      ],
    },
    {
      heading: 'Mäin Dag',
      paragraphs: [
        'D’Säit „Mäin Dag“ weist Är Resultater vu gëschter (Schrëtt, Zäit am Stoen, Distanz …) nieft Ären Ziler, an duerno d’Ziler fir haut.',
        'Dës Zuele kommen vun Ärem oxilio: Droot en all Dag, dann sinn se aktuell. Si kommen den Dag drop.',
      ],
    },
    {
      heading: 'Stären a Ränk',
      paragraphs: [
        'Fir all Zil, dat Dir un engem Dag erreecht, kritt Dir e Stär. Och fir all ofgeschloss Eegentraining, bis zu dräi den Dag.',
        'D’Stäre ginn zesummegezielt a bréngen Iech vu Rank zu Rank. Äre Profil weist Äre Rank a wat nach bis zum nächste feelt.',
      ],
    },
    {
      heading: 'Mäi Verlaf',
      paragraphs: [
        'Ënner „Verlaf“ weisen d’Grafiken Är Fortschrëtter Dag fir Dag, pro Woch oder pro Mount. All Grafik kann een och als Tabell liesen.',
      ],
    },
    {
      heading: 'Braucht Dir Hëllef?',
      tips: [
        'Äre Reha-Therapeut leet Är Ziler fest: schwätzt mat him, wann en Zil ze einfach oder ze schwéier ass.',
        'E Problem mat Ärem oxilio? Wend Iech un Är Institutioun.',
        'Texter a Knäppercher si grouss, a mat den Tasten Ctrl a + kënnt Dir d’Säit nach méi grouss maachen.',
      ],
    },
  ],
  'self-rehabilitation': [
    {
      heading: 'Ier Dir ufänkt',
      steps: [
        'Installéiert Iech op enger fräier Plaz, mat engem stabille Gezei a Reechwäit (en Dësch, eng Armlehn).',
        'Leet d’Material prett, dat d’Seance brauch, zum Beispill en Dësch oder e Glas.',
        'Hutt Waasser an Ären Telefon bei der Hand.',
      ],
    },
    {
      heading: 'D’Seance starten',
      steps: [
        'Maacht „Eegentraining“ op: d’Seance vum Dag gëtt ugewisen, mat hiren Übungen, dem Material an der geschater Dauer.',
        'Start d’Seance mam Knäppchen, dat dofir virgesinn ass.',
        'Suivéiert bei all Übung d’Instruktiounen an de Countdown vun all Serie. Tëscht de Serien ass eng Paus virgesinn.',
      ],
    },
    {
      heading: 'Während der Seance',
      tips: [
        'Dir kënnt zu all Moment eng Paus maachen a weiderfueren.',
        'Eng Übung geet haut net? Iwwersprangt se: dat ass virgesinn.',
        'Fäerdeg Übunge ginn direkt gespäichert, och wann d’Verbindung ofbrécht.',
        'Wann Dir wëllt, lauschtert en Audioprogramm (Trëppelrhythmus, Otmung) ënner „Ugepasst Aktivitéiten“.',
      ],
    },
    {
      heading: 'Um Enn',
      paragraphs: [
        'Gitt un, wéi usträngend et war, vun 1 (extrem einfach) bis 10 (maximal Ustrengung), dann Är Péng an d’Schwieregkeet vun der Seance. Äre Reha-Therapeut passt domat Äre Programm un.',
        'Eng Seance, déi Dir scho gemaach hutt, kënnt Dir den nämlechten Dag nees starten.',
      ],
    },
    {
      heading: 'Är Sécherheet virun allem',
      warning: true,
      tips: [
        'Hält op bei staarke Péng, Schwindel, ongewéinlechem Otemnout oder Péng an der Broscht, a sot enger Fleegekraaft Bescheed.',
        'Am Noutfall rufft d’112 un.',
        'Maacht am Stoen nëmmen d’Übungen, déi am Stoe virgesi sinn, ëmmer mam oxilio oder engem stabille Gezei.',
      ],
    },
  ],
  'account-and-privacy': [
    {
      heading: 'Meng Informatiounen änneren',
      steps: [
        'Maacht „Profil“ op an dann den Tab „Kont“.',
        'Tippt op „Meng Informatiounen änneren“, verbessert wat néideg ass, an dann op „Späicheren“.',
        'Ass e Feld net richteg ausgefëllt, erkläert e Message direkt drënner, wat ze verbesseren ass.',
      ],
      tips: [
        'Mat Ärer E-Mail-Adress loggt Dir Iech an: fir se z’änneren, wend Iech un Är Institutioun.',
      ],
    },
    {
      heading: 'Mäi Passwuert änneren',
      steps: [
        'Tippt ënner „Kont“ op „De Link per E-Mail kréien“.',
        'Maacht d’E-Mail op a suivéiert de Link: hien ass nëmme kuerz gëlteg.',
        'Wielt e Passwuert mat mindestens 8 Zeechen, dat Dir soss néierens benotzt.',
      ],
    },
    {
      heading: 'D’Sprooch änneren',
      paragraphs: [
        'Wielt d’Sprooch ënner „Sprooch vun der Applikatioun“. Si gëtt an Ärem Kont gespäichert a gëllt op all Ären Apparater.',
      ],
    },
    {
      heading: 'Wien gesäit meng Donnéeën?',
      paragraphs: [
        'Nëmmen d’Fachkräften, déi Iech betreien, Äre Reha-Therapeut an d’Direktioun vun Ärer Institutioun, kënnen Är Donnéeë gesinn. Ni aner Patienten.',
        'D’Rubrik „Wien meng Donnéeë gekuckt huet“ weist, wien se gekuckt oder geännert huet, wat a wéini.',
      ],
    },
    {
      heading: 'Ausloggen',
      paragraphs: ['Op engem gedeelten Apparat tippt um Enn op „Ausloggen“.'],
    },
  ],
};
