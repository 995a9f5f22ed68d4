import { TaskCard } from '../TaskCard/TaskCard';
import type { DrawStudioViewProps } from '../../models/drawStudioViewProps';
import { TaskList } from './DrawStudio.styles';

/** Props of `TaskCards`: the studio's tasks (at least one) and what their cards can do. */
export type TaskCardsProps = Pick<DrawStudioViewProps, 'tasks' | 'onButton' | 'onReload' | 'onRetry' | 'onCancel' | 'onDelete' | 'onSeed'>;

/** The studio's task list, one card per task. */
export function TaskCards({ tasks, ...on }: TaskCardsProps) {
  return (
    <TaskList>
      {tasks.map((model) => (
        <TaskCard
          key={model.id}
          model={model}
          onButton={(spec) => on.onButton(model.id, spec)}
          onReload={() => on.onReload(model.id)}
          onRetry={() => on.onRetry(model.id)}
          onCancel={() => on.onCancel(model.id)}
          onDelete={() => on.onDelete(model.id)}
          onSeed={() => on.onSeed(model.id)}
        />
      ))}
    </TaskList>
  );
}
