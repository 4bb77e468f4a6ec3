// Fuels as the page's language lists them: "Petrol, Diesel and CNG", "पेट्रोल, डिझेल आणि CNG".
import type { FuelType } from '@motomitra/domain/constants';
import { INTL_LOCALES } from '@motomitra/domain/language';
import { currentLanguage, fuelLabel } from '../../i18n/t.ts';

export function fuelList(fuels: readonly FuelType[]): string {
  return new Intl.ListFormat(INTL_LOCALES[currentLanguage()], { type: 'conjunction' }).format(fuels.map(fuelLabel));
}
