import type { Context } from '../../context/create-context';
import { render } from './render-user';

export async function showUser(context: Context, id: string): Promise<void> {
  const document = await context.api().request('getUser', { params: { id } });
  render(context, document.data, document);
}
