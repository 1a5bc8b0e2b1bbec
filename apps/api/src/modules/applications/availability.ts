/**
 * The availability rule of an application (docs/decisions/api-applications.md): pure functions,
 * no database. An application is available when the place is served and, for a patient, the
 * device fits the person; otherwise the answer is the waiting list, with the reasons.
 */
import type {
  ApplicationCreateBody,
  ApplicationType,
  ApplicationUnavailableReason,
  FieldError,
} from '@oxilio/domain/contract';

/**
 * Postal code formats of the countries the form is offered in (a code of another country only
 * has to match the generic pattern of the contract).
 */
export const postalCodeFormats: Record<string, RegExp> = {
  FR: /^\d{5}$/,
  MC: /^980\d{2}$/,
  LU: /^(L-?)?\d{4}$/i,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
};

/**
 * Where the service (device delivery, installation and maintenance) is offered: a country, and
 * for France the postal-code prefixes excluded (overseas departments and territories, 97 and 98).
 */
export const serviceAreas: Record<string, { excludedPrefixes: string[] }> = {
  FR: { excludedPrefixes: ['97', '98'] },
  MC: { excludedPrefixes: [] },
  BE: { excludedPrefixes: [] },
  LU: { excludedPrefixes: [] },
  CH: { excludedPrefixes: [] },
};

/** Measures the device is made for (a person outside them cannot use it safely). */
export const deviceFit = {
  /** Maximum user weight of the standing frame, and the lightest person it holds steady. */
  weightKg: { min: 35, max: 130 },
  /** Standing height the frame adjusts to. */
  heightCm: { min: 140, max: 200 },
  /** Leg length (inseam) the knee supports adjust to. */
  legCm: { min: 60, max: 100 },
} as const;

/** Trimmed, upper case, without inner spaces for the comparisons (e.g. "1234 ab" -> "1234AB"). */
export function normalisePostalCode(countryCode: string, postalCode: string): string {
  const code = postalCode.trim().toUpperCase();
  if (countryCode === 'LU') {
    return code.replace(/^L-?/, '');
  }
  return code.replace(/\s+/g, countryCode === 'NL' ? ' ' : '');
}

const field = (name: string, message: string): FieldError => ({ field: name, in: 'body', message });

/**
 * Rules the schema cannot say: fields required by the type, postal code format of the country,
 * coherent measures. Returns every problem at once.
 */
export function applicationFieldErrors(
  type: ApplicationType,
  body: ApplicationCreateBody,
): FieldError[] {
  const errors: FieldError[] = [];
  const countryCode = body.CountryCode.toUpperCase();
  const format = postalCodeFormats[countryCode];
  if (format && !format.test(body.PostalCode.trim())) {
    errors.push(field('PostalCode', `does not match the postal code format of ${countryCode}`));
  }
  const addressCountry = body.address?.county?.toUpperCase() ?? countryCode;
  const addressFormat = postalCodeFormats[addressCountry];
  if (body.address && addressFormat && !addressFormat.test(body.address.zipCode.trim())) {
    errors.push(
      field('address.zipCode', `does not match the postal code format of ${addressCountry}`),
    );
  }

  if (type === 'patient') {
    for (const name of ['Weight', 'Height', 'Leg', 'Left', 'Right'] as const) {
      if (body[name] === undefined) {
        errors.push(field(name, 'is required for a patient'));
      }
    }
    if (body.Height !== undefined && body.Leg !== undefined && body.Leg >= body.Height * 0.7) {
      errors.push(field('Leg', 'must be shorter than 70% of the height'));
    }
    if (body.livesInEstablishment && !body.establishmentName) {
      errors.push(field('establishmentName', 'is required when the patient lives in one'));
    }
  } else {
    for (const name of ['Weight', 'Height', 'Leg', 'Left', 'Right'] as const) {
      if (body[name] !== undefined) {
        errors.push(field(name, `is only for a patient, not a ${type}`));
      }
    }
  }

  if (type === 'establishment') {
    for (const name of ['establishmentName', 'establishmentType', 'function', 'address'] as const) {
      if (body[name] === undefined) {
        errors.push(field(name, 'is required for an establishment'));
      }
    }
  }
  return errors;
}

export interface AvailabilityInput {
  type: ApplicationType;
  countryCode: string;
  postalCode: string;
  weight?: number;
  height?: number;
  leg?: number;
  left?: boolean;
  right?: boolean;
}

/** The reasons why the application cannot be served; empty when it is available. */
export function unavailableReasons(input: AvailabilityInput): ApplicationUnavailableReason[] {
  const reasons: ApplicationUnavailableReason[] = [];
  const area = serviceAreas[input.countryCode];
  const postalCode = normalisePostalCode(input.countryCode, input.postalCode);
  if (!area || area.excludedPrefixes.some((prefix) => postalCode.startsWith(prefix))) {
    reasons.push('outside_service_area');
  }
  if (input.type !== 'patient') {
    return reasons;
  }
  const outside = (value: number | undefined, range: { min: number; max: number }) =>
    value === undefined || value < range.min || value > range.max;
  if (outside(input.weight, deviceFit.weightKg)) {
    reasons.push('weight_out_of_range');
  }
  if (outside(input.height, deviceFit.heightCm)) {
    reasons.push('height_out_of_range');
  }
  if (outside(input.leg, deviceFit.legCm)) {
    reasons.push('leg_out_of_range');
  }
  if (!input.left && !input.right) {
    reasons.push('no_usable_hand');
  }
  return reasons;
}
