/**
 * The rules screen: a contents list beside the rules in the player's language and the card
 * glossary. Opened from the top bar or a prompt's "?" link (at that step's section); Esc or Close
 * shuts it. Its prose loads on demand (rulesText.ts), so it costs the first page load little.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n';
import { useStore } from '../../../store';
import { GLOSSARY_GROUPS, glossaryRows, type GlossaryRow } from './glossary';
import { closeRules, openRules, rulesStore } from './rulesState';
import { SECTION_IDS, type ProseSection, type RulesDoc, type SectionId } from './sections';
import { useRulesDoc } from './rulesText';
import '../../shared/learn/rules.css';

function Prose({ id, section }: { id: SectionId; section: ProseSection }) {
  return (
    <section id={`rules-${id}`} data-testid={`rules-section-${id}`} className="rules-section">
      <h3>{section.title}</h3>
      {section.paragraphs.map((p) => <p key={p}>{p}</p>)}
      {section.steps && <ol>{section.steps.map((s) => <li key={s}>{s}</li>)}</ol>}
    </section>
  );
}

function Glossary({ doc, rows }: { doc: RulesDoc; rows: GlossaryRow[] }) {
  return (
    <section id="rules-glossary" data-testid="rules-section-glossary" className="rules-section">
      <h3>{doc.sections.glossary.title}</h3>
      <p>{doc.glossaryIntro}</p>
      {GLOSSARY_GROUPS.map((group) => (
        <table key={group} className="glossary" data-testid={`glossary-${group}`}>
          <caption>{doc.groups[group]}</caption>
          <thead>
            <tr><th scope="col">{doc.columns.card}</th><th scope="col">{doc.columns.effect}</th><th scope="col">{doc.columns.points}</th><th scope="col">{doc.columns.housing}</th></tr>
          </thead>
          <tbody>
            {rows.filter((r) => r.group === group).map((r) => (
              <tr key={r.key} data-testid={`glossary-row-${r.key}`}>
                <th scope="row">{r.name}</th>
                <td>{r.effect}{r.facts && <span className="facts">{r.facts}</span>}</td>
                <td className="num">{r.points}</td>
                <td className="num">{r.housing}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

export function RulesScreen() {
  const { t, i18n } = useTranslation();
  const { section } = useStore(rulesStore);
  const doc = useRulesDoc(isLanguage(i18n.language) ? i18n.language : 'en');
  const rows = useMemo(() => glossaryRows(t), [t]);
  const body = useRef<HTMLDivElement>(null);

  // Esc closes, wherever the focus is inside the screen (closeRules puts the focus back).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRules();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // Opened from a prompt link: start at the section that step needs.
  useEffect(() => {
    const target = section ? body.current?.querySelector(`#rules-${section}`) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else body.current?.scrollTo({ top: 0 });
  }, [section, doc]);

  if (!doc) return null;
  return (
    <div className="rules-backdrop" onClick={closeRules}>
      <div className="rules-screen" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules-screen" data-section={section ?? ''} onClick={(e) => e.stopPropagation()}>
        <header className="rules-head">
          <h2 id="rules-title">{doc.title}</h2>
          <button type="button" data-testid="rules-close" autoFocus onClick={closeRules}>{doc.close}</button>
        </header>
        <div className="rules-columns">
          <nav className="rules-contents" aria-label={doc.contents} data-testid="rules-contents">
            <h3>{doc.contents}</h3>
            <ol>
              {SECTION_IDS.map((id) => (
                <li key={id}>
                  <a href={`#rules-${id}`} data-testid={`rules-toc-${id}`} aria-current={section === id ? 'true' : undefined}
                    onClick={(e) => { e.preventDefault(); openRules(id); }}>
                    {doc.sections[id].title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="rules-body" ref={body} data-testid="rules-body" tabIndex={-1}>
            {SECTION_IDS.map((id) => (id === 'glossary' ? <Glossary key={id} doc={doc} rows={rows} /> : <Prose key={id} id={id} section={doc.sections[id]} />))}
          </div>
        </div>
      </div>
    </div>
  );
}
