// The texts of the file checks the browser runs too (files.ts), by reason (the panel's catalogue:
// app.framework.file.*; `%{types}`, `%{max}` are filled in; the gateway answers with the same).
// Apart from the checks, so the catalogue takes the texts without them (those load with the
// forms). Kept to these three: every text here is in the first load.
export const FILE_MESSAGES = {
  en: {
    type: 'Not an accepted type: %{types}',
    size: 'Too large: at most %{max}',
    unusable: 'Empty, or its name is too long',
  },
  tr: {
    type: 'Kabul edilen bir tür değil: %{types}',
    size: 'Çok büyük: en fazla %{max}',
    unusable: 'Boş ya da adı çok uzun',
  },
} as const;
