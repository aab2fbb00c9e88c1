/** The part of negotiator 1.x this app uses (its own package ships no types; @types/negotiator is for 0.6). */
declare module "negotiator" {
  interface NegotiatorRequest {
    headers: Record<string, string | string[] | undefined>;
  }
  class Negotiator {
    constructor(request: NegotiatorRequest);
    /** The best of `available` by the Accept-Encoding header; ties go to the order of `preferred`. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
    encodings(available?: string[], options?: { preferred?: string[] }): string[];
  }
  export default Negotiator;
}
