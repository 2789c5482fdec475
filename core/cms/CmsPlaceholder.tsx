import { useEffect } from 'react';
import { Contained } from '../react/Contained';
import { lazyComponent } from '../react/lazy-component';
import { useCoreRuntime } from '../react/runtime-context';

/**
 * One `#Name[props]#`: the component a plugin registered under `Name` (`api.addPlaceholder`), contained
 * like any contribution. Unknown names render nothing and are reported once per runtime.
 */
export function CmsPlaceholder({ name, props }: { name: string; props: Record<string, string> }) {
  const runtime = useCoreRuntime();
  const contribution = runtime.registry.placeholders.find((p) => p.name === name);
  useEffect(() => {
    if (!contribution) runtime.log.once(`placeholder:${name}`, 'CMS_PLACEHOLDER_UNKNOWN', { name });
  }, [contribution, name, runtime]);
  if (!contribution) return null;
  const Block = lazyComponent(contribution.load);
  const owner = `${contribution.pluginId}:placeholder:${name}`;
  return (
    <Contained owner={owner} log={runtime.log}>
      <Block props={props} />
    </Contained>
  );
}
