/** A route whose screen is not built yet: it shows the screen's name only. */
export function Placeholder({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
