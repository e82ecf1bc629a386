import { useLocation } from 'wouter';
import './not-built-page.css';

/** Stands in for a screen a later issue builds: says which screen and route, shows no data. */
export function NotBuiltPage({ title, path }: { title: string; path: string }) {
  const [location] = useLocation();
  return (
    <section>
      <h1>{title}</h1>
      <p>This screen is not built yet.</p>
      <dl className="not-built-details">
        <dt>Route</dt>
        <dd>
          <code>{path.replace(/:(\w+)/g, '{$1}')}</code>
        </dd>
        <dt>You asked for</dt>
        <dd>
          <code>{location}</code>
        </dd>
      </dl>
    </section>
  );
}
