/** Any path no other route claims: the designed 404 page (root ErrorBoundary), with status 404. */
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
