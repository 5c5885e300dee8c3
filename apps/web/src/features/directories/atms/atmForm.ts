import type { AtmRecordInput, AtmView } from './atmApi';

/** The ATM dialog's form. */
export interface AtmFormValues {
  term_id: string;
  org_id: number | null;
  /** The acquirer's monitoring e-mail, shown read-only. */
  contact: string;
  /** The acquirer's ids joined by commas (spec 3 §3), shown read-only. */
  acq_ids: string;
  location_id: string | null;
  location_address: string;
  location_description: string;
  latitude: string;
  longitude: string;
  raw_region: string;
  raw_city: string;
}

/** 0 and none are "not set" on the wire; the form shows an empty field for them. */
const coordinateText = (value: number | string | null | undefined): string =>
  value === null || value === undefined || value === 0 || value === '' ? '' : String(value);

export function atmFormValuesOf(
  record: AtmView | null,
  defaults: { orgId: number; fromFile?: AtmRecordInput },
): AtmFormValues {
  const file = defaults.fromFile;
  return {
    term_id: record?.term_id ?? file?.term_id ?? '',
    org_id: record?.org_id ?? file?.org_id ?? defaults.orgId,
    contact: record?.monitoring_email ?? '',
    acq_ids: record?.acq_id_list.join(', ') ?? '',
    // A row from a file brings what it says; an ATM alone brings what is stored.
    location_id: (file ? file.location_id : record?.location_id) || null,
    location_address: file?.location_address ?? record?.location_address ?? '',
    location_description: file?.location_description ?? record?.location_description ?? '',
    latitude: coordinateText(file ? file.latitude : record?.latitude),
    longitude: coordinateText(file ? file.longitude : record?.longitude),
    raw_region: file?.raw_region ?? record?.raw_region ?? '',
    raw_city: file?.raw_city ?? record?.raw_city ?? '',
  };
}

/** The request of /add and /update, as the domain's atmRecordSchema checks it. */
export function toAtmRecord(values: AtmFormValues): AtmRecordInput {
  return {
    term_id: values.term_id,
    org_id: values.org_id ?? undefined,
    location_id: values.location_id ?? '',
    location_address: values.location_address,
    location_description: values.location_description || undefined,
    latitude: values.latitude,
    longitude: values.longitude,
    raw_region: values.raw_region || undefined,
    raw_city: values.raw_city || undefined,
  };
}
