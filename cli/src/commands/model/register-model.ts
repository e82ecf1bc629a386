import type { Command } from 'commander';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { examples } from '../../kit/help';

/** The model noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerModel(model: Command, runtime: Runtime): void {
  model
    .helpCommand(false)
    .description(
      'Suggestions come from rules over subject, preheader and body, and from a model learned from the manual classifications. ' +
        'See the current version with its precision and recall per type on held-out emails (beside the rules), or train a new version now.',
    )
    .addHelpText('after', examples('trackctl model status', 'trackctl model train', 'trackctl model train --seed 7 --json'));

  model
    .command('status')
    .summary('the current version, what it learned from, precision and recall per type')
    .description(
      'Shows the current version of the classifier, when it was trained, from how many labelled emails and with which seed, ' +
        'and per type its precision and recall on the held-out emails beside those of the rules. The document with --json.',
    )
    .addHelpText('after', examples('trackctl model status', 'trackctl model status --json'))
    .action(action(runtime, async (context) => (await import('./model-status')).modelStatus(context)));

  model
    .command('train')
    .summary('train a new version now from the manual classifications')
    .description(
      'Trains a new version from the manual classifications, a seeded fifth held out to measure it (and the rules beside it), ' +
        'and shows it. The server also retrains on its schedule (TRACKER_CLASSIFIER_TRAIN_HOURS).',
    )
    .option('--seed <n>', 'the seed of the held-out split (the same labels and seed give the same model)')
    .addHelpText('after', examples('trackctl model train', 'trackctl model train --seed 7'))
    .action(action(runtime, async (context, command) => (await import('./train-model')).trainModel(context, command)));
}
