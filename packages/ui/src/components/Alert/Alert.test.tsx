import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Alert, alertTones } from './Alert';

describe('Alert', () => {
  it.each(alertTones)(
    'announces a %s message with the matching role and tone word',
    async (tone) => {
      const screen = await render(
        <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
          <Alert tone={tone} title="Séance enregistrée" />
        </IntlProvider>,
      );
      const role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
      const words = {
        info: 'Information',
        success: 'Succès',
        warning: 'Attention',
        danger: 'Erreur',
      };
      await expect
        .element(screen.getByRole(role))
        .toHaveTextContent(`${words[tone]} : Séance enregistrée`);
    },
  );
});
