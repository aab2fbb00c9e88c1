export const english: Readonly<Record<string, string>> = {};
