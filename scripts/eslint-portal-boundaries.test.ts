import { RuleTester } from 'eslint';
import path from 'node:path';
import { describe, it } from 'vitest';
import { portalBoundaries } from './eslint-portal-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const src = path.resolve(import.meta.dirname, '../apps/portal/src');
const at = (file: string) => path.join(src, file);

tester.run('portal/boundaries', portalBoundaries, {
  valid: [
    {
      filename: at('features/invitations/api/answer.ts'),
      code: "import { recapKey } from '../../recap';",
    },
    {
      filename: at('features/invitations/api/answer.ts'),
      code: "import { x } from '../../recap/index';",
    },
    {
      filename: at('features/invitations/api/answer.ts'),
      code: "import { x } from './getInvitations';",
    },
    {
      filename: at('features/recap/api/getRecap.ts'),
      code: "import { api } from '../../../app/api';",
    },
    {
      filename: at('routes/patient/Day/DayPage.tsx'),
      code: "import { useRecap } from '../../../features/recap';",
    },
    {
      filename: at('app/earlyReads.ts'),
      code: "import { preloadRecap } from '../features/recap/early';",
    },
  ],
  invalid: [
    {
      filename: at('features/invitations/api/answer.ts'),
      code: "import { recapKey } from '../../recap/api/getRecap';",
      errors: [{ messageId: 'insides' }],
    },
    {
      filename: at('routes/patient/Day/DayPage.tsx'),
      code: "import { useRecap } from '../../../features/recap/api/getRecap';",
      errors: [{ messageId: 'insides' }],
    },
    {
      filename: at('app/earlyReads.ts'),
      code: "import { preloadRecap } from '../features/recap/api/early';",
      errors: [{ messageId: 'insides' }],
    },
    {
      filename: at('features/recap/components/Stars.tsx'),
      code: "import { patientPaths } from '../../../routes/patient/manifest';",
      errors: [{ messageId: 'screen' }],
    },
    {
      filename: at('features/recap/index.ts'),
      code: "export { x } from '../users/api/getCurrentUser';",
      errors: [{ messageId: 'insides' }],
    },
  ],
});
