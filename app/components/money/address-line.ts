/** A delivery address on one line: "Sam, 1 Main St, Springfield IL 62701, US" (empty parts left out). */
export function addressLine(a: {
  name: string;
  streetAddress: string;
  city: string;
  state?: string | null;
  zipCode?: string | null;
  country: string;
}) {
  const region = [a.state, a.zipCode].filter(Boolean).join(" ");
  return [a.name, a.streetAddress, [a.city, region].filter(Boolean).join(" "), a.country]
    .filter(Boolean)
    .join(", ");
}
