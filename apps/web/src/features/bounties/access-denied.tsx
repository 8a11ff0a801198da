/** What a screen for curators shows anyone else (spec 2.11, 2.12). */
export function AccessDenied({ message }: { message: string }) {
  return (
    <main className="mx-auto grid max-w-xl gap-2 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-slate-700">{message}</p>
    </main>
  );
}
