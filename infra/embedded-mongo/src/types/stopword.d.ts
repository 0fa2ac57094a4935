// stopword ships no types; the text index reads only these per-language word lists (ISO 639-3 names).
declare module 'stopword' {
  export const dan: string[];
  export const nld: string[];
  export const eng: string[];
  export const fin: string[];
  export const fra: string[];
  export const deu: string[];
  export const hun: string[];
  export const ita: string[];
  export const nob: string[];
  export const por: string[];
  export const ron: string[];
  export const rus: string[];
  export const spa: string[];
  export const swe: string[];
  export const tur: string[];
}
