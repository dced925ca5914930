import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineFlow } from './flowsData';
import './flows.css';

type Summary = { id: string; title: string; purpose: string };
type Loader = typeof import('./flowsData');

/** Loads the heavy part (catalog, xstate/graph, elkjs) as its own chunk, once. */
let loader: Promise<Loader> | null = null;
const loadData = () => {
  loader ??= import('./flowsData');
  return loader;
};

/** One machine: its diagram and paths are drawn when the section is opened (elkjs runs in the browser). */
function MachineSection({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [flow, setFlow] = useState<MachineFlow | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || flow) return;
    let alive = true;
    loadData()
      .then((data) => data.machineFlow(summary.id))
      .then((result) => {
        if (alive) setFlow(result);
      })
      .catch(() => {
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, [open, flow, summary.id]);

  const headingId = `flow-${summary.id}`;
  return (
    <section className="flows-machine" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {summary.title} <code>{summary.id}</code>
      </h3>
      <p>{summary.purpose}</p>
      <button type="button" className="flows-toggle" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? t('flows.hide') : t('flows.show')}
      </button>
      {open && !flow && !failed && <p role="status">{t('flows.drawing')}</p>}
      {open && failed && <p role="alert">{t('flows.failed')}</p>}
      {open && flow && (
        <>
          <p className="flows-counts">
            {t('flows.counts', { states: flow.states, transitions: flow.transitions, paths: flow.paths.length })}
          </p>
          <div className="flows-diagram">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(flow.svg)}`}
              alt={t('flows.diagramAlt', { title: flow.title })}
            />
          </div>
          <details className="flows-paths-box">
            <summary>{t('flows.paths', { count: flow.paths.length })}</summary>
            <ol className="flows-paths">
              {flow.paths.map((sentences, i) => (
                // Paths are a fixed, generated list: the index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: generated list that never reorders
                <li key={i}>
                  {sentences.map((s, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: sentences of one path never reorder
                    <span key={j}>{s} </span>
                  ))}
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </section>
  );
}

/**
 * The flows page (/m/flows): every catalog machine with its purpose, its state diagram and its generated paths in
 * plain words. On in dev builds and when the site config enables it (the shell checks `isFlowsPageEnabled`).
 */
export default function FlowsScreen() {
  const { t } = useTranslation();
  const [machines, setMachines] = useState<Summary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    loadData()
      .then((data) => {
        if (alive) setMachines(data.catalogSummary());
      })
      .catch(() => {
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, []);

  return (
    // The shell's <main> and title bar (its h1) hold the page: this is a section under them.
    <section className="flows-screen" aria-labelledby="flows-title">
      <h2 id="flows-title">{t('flows.title')}</h2>
      <p>{t('flows.intro')}</p>
      {!machines && !failed && <p role="status">{t('flows.loading')}</p>}
      {failed && <p role="alert">{t('flows.failed')}</p>}
      {machines?.map((m) => (
        <MachineSection key={m.id} summary={m} />
      ))}
    </section>
  );
}
