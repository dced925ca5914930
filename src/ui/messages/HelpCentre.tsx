import { Link } from 'wouter';
import { SafeHtml } from '../SafeHtml';
import './messages-help.css';

export interface HelpTopicView {
  key: string;
  title: string;
  /** Where the topic's link leads (the same screen with `?i=<index>`). */
  href: string;
}

interface Props {
  topics: HelpTopicView[];
  selectedIndex: number;
  /** The selected item's title and HTML content (shown only through SafeHtml). */
  selected: { title: string; content: string };
  label: string;
}

/** The help centre (spec §2 "Message center"): a left list of titles, the selected item's content as HTML. */
export function HelpCentre({ topics, selectedIndex, selected, label }: Props) {
  return (
    <div className="help-centre">
      <nav className="help-topics" aria-label={label}>
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
        <SafeHtml html={selected.content} className="rich-content" />
      </article>
    </div>
  );
}
