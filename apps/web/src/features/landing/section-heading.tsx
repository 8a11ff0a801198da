export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-3 text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
        {title}
      </h2>
      <p className="text-lg text-slate-600">{intro}</p>
    </div>
  );
}
