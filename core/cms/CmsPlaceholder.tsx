import { useEffect } from 'react';
import { Contained } from '../react/Contained';
import { lazyComponent } from '../react/lazy-component';
import { useCoreRuntime, useRegistry } from '../react/runtime-context';

/**
 * One `#Name[props]#`: the component a plugin registered under `Name` (`api.addPlaceholder`), contained
 * like any contribution. Unknown names render nothing and are reported once per runtime.
 */
export function CmsPlaceholder({ name, props }: { name: string; props: Record<string, string> }) {
  const runtime = useCoreRuntime();
  const contribution = useRegistry().placeholders.find((p) => p.name === name);
  // A placeholder of a plugin that starts after the first paint starts it now, and shows once it is there.
  const waiting = !contribution && runtime.deferred.claimsPlaceholder(name);
  useEffect(() => {
    if (!contribution && !waiting) runtime.log.once(`placeholder:${name}`, 'CMS_PLACEHOLDER_UNKNOWN', { name });
  }, [contribution, waiting, name, runtime]);
  if (!contribution) return null;
  const Block = lazyComponent(contribution.load);
  const owner = `${contribution.pluginId}:placeholder:${name}`;
  return (
    <Contained owner={owner} log={runtime.log}>
      <Block props={props} />
    </Contained>
  );
}
