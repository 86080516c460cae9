/** Countries an order can be delivered to, Dutch names, the Netherlands first. */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'NL', name: 'Nederland' },
  { code: 'BE', name: 'België' },
  { code: 'DE', name: 'Duitsland' },
  { code: 'LU', name: 'Luxemburg' },
  { code: 'FR', name: 'Frankrijk' },
  { code: 'GB', name: 'Verenigd Koninkrijk' },
  { code: 'AT', name: 'Oostenrijk' },
  { code: 'DK', name: 'Denemarken' },
  { code: 'ES', name: 'Spanje' },
  { code: 'IT', name: 'Italië' },
];
