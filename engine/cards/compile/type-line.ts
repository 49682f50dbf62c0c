/** A type line split into the profile's categories. */
export interface TypeLineParts {
  types: string[];
  subtypes: string[];
  supertypes: string[];
  classes: string[];
  talents: string[];
}

/** A type line's words before and after its dash (`-` or an em dash). */
export function splitTypeLine(line: string): { left: string[]; right: string[] } {
  const [l, r = ''] = line.split(/\s+[-\u2014]\s+/, 2);
  const words = (s: string) => s.split(/\s+/).filter(Boolean);
  return { left: words(l), right: words(r) };
}

/** The plain convention, `types [- subtypes]` (SCP's subtype is the object class: "Object - Safe"). */
export function plainTypeLine(line: string): TypeLineParts {
  const { left, right } = splitTypeLine(line);
  return { types: left, subtypes: right, supertypes: [], classes: [], talents: [] };
}
