import type { Context } from '../../context/create-context';

/** Prints the signed-in user, or their record with --json. */
export async function whoami(context: Context): Promise<void> {
  const { data } = await context.api().request('currentUser');
  const { email, name, userRole, admin } = data.attributes;
  if (context.settings.json) {
    context.ui.renderJson({ email, name, role: userRole, admin, apiUrl: context.settings.apiUrl });
    return;
  }
  context.ui.renderLine(`${email} (${userRole})`);
}
