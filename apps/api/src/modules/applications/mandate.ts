/**
 * GET applications/{type}/{id}/directDebitMandate?verificationToken=…: the direct debit mandate
 * form to print, fill in, sign and upload at the direct debit step (issue 30, point 4;
 * docs/decisions/direct-debit-mandate.md). The same credential as the other link calls (the id
 * and the token of the emailed link, in the query string, which the access log leaves out), the
 * same refusals (400 for a wrong, expired or used link), and 409 for an application that sends no
 * order (a rehabilitator's) or is not confirmed yet.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applicationsEndpoints, type ApplicationView } from '@oxilio/domain/contract';
import type { Config } from '../../config';
import { routeOf } from '../../http/endpoints';
import { ConflictError } from '../../http/errors';
import { byAddress } from '../../http/rate-limit';
import { renderMandatePdf, type MandateForm } from './mandate-pdf';
import { createApplicationsService } from './service';

/**
 * The unique mandate reference: the application's id, so that the signed form sent back names its
 * application; 35 characters, SEPA's maximum, of the characters every bank accepts.
 */
export const mandateReferenceOf = (applicationId: string) =>
  `OXI${applicationId.replace(/-/g, '').toUpperCase()}`;

/** The country's name in the form's language (its code when the runtime does not know it). */
function countryName(code: string | null | undefined, locale: string): string {
  if (!code) {
    return '';
  }
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * What the form prints of an application: the debtor is the establishment for an establishment
 * (it pays), the person for a patient.
 */
export function mandateFormOf(
  application: ApplicationView,
  creditor: Config['mandateCreditor'],
): MandateForm {
  const { address, locale } = application;
  const person = [application.firstname, application.lastname].filter(Boolean).join(' ');
  const name =
    application.type === 'establishment' ? (application.establishmentName ?? person) : person;
  const lines = address
    ? [
        [address.number, address.street].filter(Boolean).join(' '),
        address.precisions ?? '',
        [address.zipCode, address.town].filter(Boolean).join(' '),
        countryName(address.county ?? application.CountryCode, locale),
      ]
    : [];
  return {
    locale,
    reference: mandateReferenceOf(application.applicationId),
    creditor,
    debtor: { name, address: lines.map((line) => line.trim()).filter(Boolean) },
  };
}

const mandateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createApplicationsService({ config: app.config, mailer: app.mailer });
  const rules = app.config.rateLimit;
  app.route({
    ...routeOf(applicationsEndpoints.directDebitMandate, ['applications']),
    config: { public: true },
    // A link check per address (as the application's read), and a few forms per application.
    preHandler: app.limits([
      { name: 'application-mandate', rule: rules.tokenChecks, key: byAddress },
      {
        name: 'application-mandate-of',
        rule: rules.uploadsPerApplication,
        key: (request) => (request.params as { id: string }).id.toLowerCase(),
      },
    ]),
    handler: async (request, reply) => {
      const application = await service.check(request.publicScope, {
        type: request.params.type,
        applicationId: request.params.id,
        verificationToken: request.query.verificationToken,
      });
      if (application.type === 'reeducator') {
        throw new ConflictError('A rehabilitator sends no direct debit mandate.');
      }
      if (application.status !== 'confirmed') {
        throw new ConflictError('Confirm the application before printing its mandate.');
      }
      const form = mandateFormOf(application, app.config.mandateCreditor);
      const pdf = await renderMandatePdf(form);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="mandate-${form.reference}.pdf"`)
        .send(Buffer.from(pdf));
    },
  });
};

export default mandateRoutes;
