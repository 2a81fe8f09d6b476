/** The heading of a home page section, with an optional line below it. */
export function SectionHeader({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <header className="mb-6 text-center">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mx-auto mt-2 max-w-2xl text-base-content/80">{subtitle}</p>}
    </header>
  );
}
