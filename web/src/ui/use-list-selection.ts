import { useState } from 'react';

/**
 * The highlighted item of a cmdk list whose items arrive asynchronously (search results): the
 * user's choice while it is still listed, else the first item. cmdk alone keeps pointing at an
 * item that is gone, and Enter then does nothing. Spread the result onto the cmdk root.
 */
export function useListSelection(values: readonly string[]) {
  const [chosen, setChosen] = useState('');
  const value = values.includes(chosen) ? chosen : (values[0] ?? '');
  return { value, onValueChange: setChosen };
}
