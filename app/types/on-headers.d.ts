/** on-headers 1.x (no types of its own): runs `listener` once, just before the response writes its head. */
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
  export default onHeaders;
}
