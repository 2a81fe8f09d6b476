/** Brand colours for the inline artwork of the home page (the same palette as the demo photos). */
const COLORS: Record<string, { dark: string; light: string }> = {
  Hp: { dark: '#0b4f9c', light: '#dbeafe' },
  Asus: { dark: '#1f2933', light: '#e2e8f0' },
  Lenovo: { dark: '#8b0000', light: '#fee2e2' },
  MSI: { dark: '#7f1d1d', light: '#fde2e2' },
  Acer: { dark: '#0f5132', light: '#dcfce7' },
  Apple: { dark: '#374151', light: '#f3f4f6' },
  Dell: { dark: '#00447c', light: '#e0f2fe' },
  Microsoft: { dark: '#3b3b98', light: '#e0e7ff' },
  Avita: { dark: '#6b3fa0', light: '#f3e8ff' },
};
const FALLBACK = { dark: '#1f2937', light: '#f3f4f6' };

export const brandColors = (brand: string) => COLORS[brand] ?? FALLBACK;
