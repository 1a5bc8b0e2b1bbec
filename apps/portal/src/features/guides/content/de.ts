import type { GuideTexts } from '../guides';

/** Die Anleitungen auf Deutsch. */
export const guides: GuideTexts = {
  'getting-started': [
    {
      heading: 'Anmelden',
      steps: [
        'Öffnen Sie oxilio und geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
        'Aktivieren Sie „Angemeldet bleiben“ nur auf Ihrem eigenen Gerät.',
        'Passwort vergessen? Tippen Sie auf „Passwort vergessen?“: Sie erhalten per E-Mail einen Link, um ein neues zu wählen.',
      ],
    },
    {
      heading: 'Mein Tag',
      paragraphs: [
        'Die Seite „Mein Tag“ zeigt Ihre Ergebnisse von gestern (Schritte, Zeit im Stehen, Strecke …) neben Ihren Zielen und danach die Ziele für heute.',
        'Diese Zahlen kommen von Ihrem oxilio: Tragen Sie es jeden Tag, damit sie aktuell sind. Sie erscheinen am folgenden Tag.',
      ],
    },
    {
      heading: 'Sterne und Ränge',
      paragraphs: [
        'Für jedes Ziel, das Sie an einem Tag erreichen, erhalten Sie einen Stern. Ebenso für jedes abgeschlossene Eigentraining, bis zu drei pro Tag.',
        'Die Sterne zählen zusammen und bringen Sie von Rang zu Rang. Ihr Profil zeigt Ihren Rang und wie viel bis zum nächsten fehlt.',
      ],
    },
    {
      heading: 'Mein Verlauf',
      paragraphs: [
        'Unter „Verlauf“ zeigen die Diagramme Ihre Fortschritte Tag für Tag, pro Woche oder pro Monat. Jedes Diagramm lässt sich auch als Tabelle lesen.',
      ],
    },
    {
      heading: 'Brauchen Sie Hilfe?',
      tips: [
        'Ihr Reha-Therapeut legt Ihre Ziele fest: Sprechen Sie ihn an, wenn ein Ziel zu leicht oder zu schwer ist.',
        'Ein Problem mit Ihrem oxilio? Wenden Sie sich an Ihre Einrichtung.',
        'Texte und Schaltflächen sind groß. Mit den Tasten Strg und + können Sie die Seite zusätzlich vergrößern.',
      ],
    },
  ],
  'self-rehabilitation': [
    {
      heading: 'Bevor Sie beginnen',
      steps: [
        'Suchen Sie sich einen freien Platz mit einem stabilen Halt in Reichweite (ein Tisch, eine Armlehne).',
        'Legen Sie das Material bereit, das die Trainingseinheit braucht, zum Beispiel einen Tisch oder ein Glas.',
        'Halten Sie Wasser und Ihr Telefon in Ihrer Nähe.',
      ],
    },
    {
      heading: 'Die Trainingseinheit starten',
      steps: [
        'Öffnen Sie „Eigentraining“: Die Trainingseinheit des Tages erscheint mit ihren Übungen, dem Material und der geschätzten Dauer.',
        'Starten Sie die Trainingseinheit mit der dafür vorgesehenen Schaltfläche.',
        'Folgen Sie bei jeder Übung den Anweisungen und dem Countdown jeder Serie. Zwischen den Serien ist eine Pause vorgesehen.',
      ],
    },
    {
      heading: 'Während der Trainingseinheit',
      tips: [
        'Sie können jederzeit pausieren und weitermachen.',
        'Eine Übung geht heute nicht? Überspringen Sie sie: Das ist vorgesehen.',
        'Abgeschlossene Übungen werden laufend gespeichert, auch wenn die Verbindung abbricht.',
        'Wenn Sie möchten, hören Sie ein Audioprogramm (Gehrhythmus, Atmung) unter „Angepasste Aktivitäten“.',
      ],
    },
    {
      heading: 'Am Ende',
      paragraphs: [
        'Geben Sie die empfundene Anstrengung an, von 1 (extrem leicht) bis 10 (maximale Anstrengung), dann Ihre Schmerzen und die Schwierigkeit der Einheit. Ihr Reha-Therapeut passt damit Ihr Programm an.',
        'Eine bereits durchgeführte Trainingseinheit können Sie am selben Tag erneut starten.',
      ],
    },
    {
      heading: 'Ihre Sicherheit geht vor',
      warning: true,
      tips: [
        'Hören Sie bei starken Schmerzen, Schwindel, ungewöhnlicher Atemnot oder Schmerzen in der Brust sofort auf und sagen Sie einer Pflegekraft Bescheid.',
        'Im Notfall rufen Sie die 112 an.',
        'Machen Sie im Stehen nur die Übungen, die im Stehen vorgesehen sind, immer mit dem oxilio oder einem stabilen Halt.',
      ],
    },
  ],
  'account-and-privacy': [
    {
      heading: 'Meine Angaben ändern',
      steps: [
        'Öffnen Sie „Profil“ und dann den Reiter „Konto“.',
        'Tippen Sie auf „Meine Angaben ändern“, korrigieren Sie, was nötig ist, und dann auf „Speichern“.',
        'Ist ein Feld nicht richtig ausgefüllt, erklärt eine Meldung direkt darunter, was zu korrigieren ist.',
      ],
      tips: [
        'Mit Ihrer E-Mail-Adresse melden Sie sich an: Um sie zu ändern, wenden Sie sich an Ihre Einrichtung.',
      ],
    },
    {
      heading: 'Mein Passwort ändern',
      steps: [
        'Tippen Sie unter „Konto“ auf „Link per E-Mail erhalten“.',
        'Öffnen Sie die E-Mail und folgen Sie dem Link: Er ist nur kurze Zeit gültig.',
        'Wählen Sie ein Passwort mit mindestens 8 Zeichen, das Sie nirgendwo sonst verwenden.',
      ],
    },
    {
      heading: 'Die Sprache ändern',
      paragraphs: [
        'Wählen Sie die Sprache unter „Sprache der Anwendung“. Sie wird in Ihrem Konto gespeichert und gilt auf all Ihren Geräten.',
      ],
    },
    {
      heading: 'Wer sieht meine Daten?',
      paragraphs: [
        'Nur die Fachkräfte, die Sie betreuen, Ihr Reha-Therapeut und die Leitung Ihrer Einrichtung, können Ihre Daten sehen. Niemals andere Patienten.',
        'Der Bereich „Wer meine Daten eingesehen hat“ zeigt, wer sie eingesehen oder geändert hat, was und wann.',
      ],
    },
    {
      heading: 'Abmelden',
      paragraphs: ['Tippen Sie auf einem gemeinsam genutzten Gerät am Ende auf „Abmelden“.'],
    },
  ],
};
