/** The website filing numbers every Chinese site shows in its footer (docs/product.md, footer). */

export const ICP_FILING_URL = "https://beian.miit.gov.cn/";
const POLICE_FILING_SEARCH = "https://beian.mps.gov.cn/#/query/webSearch";

export interface FilingNumbers {
  /** ICP filing number, linked to the MIIT filing site; null hides it. */
  icp: { text: string; url: string } | null;
  /** Public-security filing number with its badge, linked to its record; null hides it. */
  police: { text: string; url: string; badge: string } | null;
}

/** The public-security filing site's query for a number: its digits are the record code. */
export function policeFilingUrl(number: string): string {
  const digits = number.replace(/\D/g, "");
  return digits ? `${POLICE_FILING_SEARCH}?code=${digits}` : POLICE_FILING_SEARCH;
}

/** The footer's filing links from the company record; an empty number hides its link. */
export function filingNumbers(company: {
  icp_number?: string;
  police_number?: string;
  police_badge?: string;
}): FilingNumbers {
  const icp = (company.icp_number ?? "").trim();
  const police = (company.police_number ?? "").trim();
  return {
    icp: icp ? { text: icp, url: ICP_FILING_URL } : null,
    police: police ? { text: police, url: policeFilingUrl(police), badge: company.police_badge ?? "" } : null,
  };
}
