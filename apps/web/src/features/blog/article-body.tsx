type ArticleBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

// The articles are our own text in a tiny format, rendered as elements rather than injected HTML.
function parseArticle(content: string): ArticleBlock[] {
  return content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): ArticleBlock => {
      if (block.startsWith('## ')) return { kind: 'heading', text: block.slice(3) };
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) return { kind: 'list', items: lines.map((line) => line.slice(2)) };
      return { kind: 'paragraph', text: block };
    });
}

export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="grid gap-4 text-lg leading-relaxed text-slate-800">
      {parseArticle(content).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={index} className="mt-4 text-2xl font-bold text-slate-900">
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="grid list-disc gap-2 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
