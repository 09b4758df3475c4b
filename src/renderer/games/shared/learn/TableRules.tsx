/**
 * A local table's rules screen (the look of Mirianth's, rules.css): contents beside the prose and
 * a glossary of every glyph and term the table shows. `RulesLink` is the "?" beside a prompt.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '../../../store';
import { closeTableRules, openTableRules, sectionIds, tableRulesStore, type TableRulesDoc } from './tableRules';
import './rules.css';
import './learn.css';

function Glossary({ doc }: { doc: TableRulesDoc }) {
  const g = doc.glossary;
  return (
    <section id="rules-glossary" data-testid="rules-section-glossary" className="rules-section">
      <h3>{g.title}</h3>
      <p>{g.intro}</p>
      {g.groups.map((group) => (
        <table key={group.title} className="glossary table-glossary">
          <caption>{group.title}</caption>
          <thead><tr><th scope="col">{g.columns.glyph}</th><th scope="col">{g.columns.term}</th><th scope="col">{g.columns.meaning}</th></tr></thead>
          <tbody>
            {group.entries.map((e) => (
              <tr key={`${e.glyph}-${e.term}`} data-testid="glossary-entry"><td className="glyph">{e.glyph}</td><th scope="row">{e.term}</th><td>{e.meaning}</td></tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

function RulesScreen({ doc, game }: { doc: TableRulesDoc; game: string }) {
  const { section } = useStore(tableRulesStore);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      closeTableRules();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  useEffect(() => {
    const target = section ? body.current?.querySelector(`#rules-${section}`) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else body.current?.scrollTo({ top: 0 });
  }, [section]);
  const titleOf = (id: string) => (id === 'glossary' ? doc.glossary.title : doc.sections.find((s) => s.id === id)?.title ?? id);
  return (
    <div className="rules-backdrop" onClick={closeTableRules}>
      <div className="rules-screen" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules-screen" data-game={game} data-section={section ?? ''} onClick={(e) => e.stopPropagation()}>
        <header className="rules-head">
          <h2 id="rules-title">{doc.title}</h2>
          <button type="button" data-testid="rules-close" autoFocus onClick={closeTableRules}>{doc.close}</button>
        </header>
        <div className="rules-columns">
          <nav className="rules-contents" aria-label={doc.contents}>
            <h3>{doc.contents}</h3>
            <ol>
              {sectionIds(doc).map((id) => (
                <li key={id}>
                  <a href={`#rules-${id}`} data-testid={`rules-toc-${id}`} aria-current={section === id ? 'true' : undefined}
                    onClick={(e) => { e.preventDefault(); openTableRules(id); }}>{titleOf(id)}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="rules-body" ref={body} data-testid="rules-body" tabIndex={-1}>
            {doc.sections.map((s) => (
              <section key={s.id} id={`rules-${s.id}`} data-testid={`rules-section-${s.id}`} className="rules-section">
                <h3>{s.title}</h3>
                {s.paragraphs.map((p) => <p key={p}>{p}</p>)}
                {s.steps && <ol>{s.steps.map((x) => <li key={x}>{x}</li>)}</ol>}
              </section>
            ))}
            <Glossary doc={doc} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** Mounted by the table screen; shows the rules while they are open. */
export function TableRulesOverlay({ doc, game }: { doc: TableRulesDoc; game: string }) {
  const { open } = useStore(tableRulesStore);
  // Leaving the table with the rules open must not leave them open over the next screen.
  useEffect(() => () => tableRulesStore.set({ open: false, section: null }), []);
  return open ? <RulesScreen doc={doc} game={game} /> : null;
}

/** The "?" beside a prompt: opens the rules at the section this moment needs. */
export function RulesLink({ section, label }: { section: string; label: string }) {
  return (
    <button type="button" className="rules-link" data-testid="prompt-rules" data-section={section} aria-label={label} title={label} onClick={() => openTableRules(section)}>?</button>
  );
}

/** The top bar's "Rules" button (contents from the start). */
export function TableRulesButton({ label }: { label: string }) {
  return <button type="button" data-testid="table-rules" onClick={() => openTableRules(null)}>{label}</button>;
}
