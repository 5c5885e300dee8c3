import { formatInstantDate, formatInstantDateTime, fromIsoDate, translate, type Locale } from '@afx/domain';
import type { IncriminatedArticle } from './api/policeTypes';

/** An ISO instant as dd.MM.yyyy HH:mm:ss in Kyiv; the text itself when it is not one. */
export function timeText(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatInstantDateTime(instant);
}

/** A registration date (ISO day or instant) as dd.MM.yyyy. */
export function dayText(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{2}\.\d{2}\.\d{4}$/.test(value)) return value;
  const isoDay = fromIsoDate(value);
  if (isoDay) return isoDay;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatInstantDate(instant);
}

/** 'ЄРДР 12025100000000123 від 01.11.2026': the registry's name, number and date. */
export function registrationText(
  request: { registry_type: number; reg_number: string; reg_date: string },
  language: Locale,
): string {
  const registry = [1, 2, 3, 4].includes(request.registry_type)
    ? translate(`registry_type_${request.registry_type as 1 | 2 | 3 | 4}`, language)
    : String(request.registry_type);
  return `${registry} ${request.reg_number}, ${dayText(request.reg_date)}`;
}

/** 'ст. 190 ч. 4 п. 2', in the words of `parts`. */
export function articleText(
  article: IncriminatedArticle,
  parts: {
    article: (value: string) => string;
    part: (value: string) => string;
    point: (value: string) => string;
  },
): string {
  return [
    parts.article(article.article),
    article.part ? parts.part(article.part) : null,
    article.point ? parts.point(article.point) : null,
  ]
    .filter(Boolean)
    .join(' ');
}
