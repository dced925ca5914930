import { Link } from 'wouter';
import { RichContent } from './RichContent';
import './messages-help.css';

export interface HelpTopicView {
  key: string;
  title: string;
  /** Where the topic's link leads (the same screen with `?i=<index>`). */
  href: string;
}

export interface HelpLanguages {
  /** The select's accessible name. */
  label: string;
  current: string;
  options: { code: string; name: string; lang?: string }[];
  onChange: (code: string) => void;
}

interface Props {
  topics: HelpTopicView[];
  selectedIndex: number;
  /** The selected item's title and HTML content (shown only through SafeHtml). */
  selected: { title: string; content: string };
  label: string;
  /** A link of this site in the content was tapped. */
  onInternalLink: (path: string) => void;
  /** The help in another language: chosen here, the list reloads in it (spec §2: reload on a language change). */
  languages: HelpLanguages;
}

/** The help centre (spec §2 "Message center"): a left list of titles, the selected item's content as HTML. */
export function HelpCentre({ topics, selectedIndex, selected, label, onInternalLink, languages }: Props) {
  return (
    <div className="help-centre">
      <nav className="help-topics" aria-label={label}>
        <label className="visually-hidden" htmlFor="help-language">
          {languages.label}
        </label>
        <select
          id="help-language"
          className="help-language"
          value={languages.current}
          onChange={(e) => languages.onChange(e.target.value)}
        >
          {languages.options.map((l) => (
            <option key={l.code} value={l.code} lang={l.lang}>
              {l.name}
            </option>
          ))}
        </select>
        <ul>
          {topics.map((topic, i) => (
            <li key={topic.key}>
              <Link href={topic.href} replace aria-current={i === selectedIndex ? 'page' : undefined}>
                {topic.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="help-article" aria-labelledby="help-article-title">
        <h2 id="help-article-title">{selected.title}</h2>
        <RichContent html={selected.content} onInternalLink={onInternalLink} />
      </article>
    </div>
  );
}
