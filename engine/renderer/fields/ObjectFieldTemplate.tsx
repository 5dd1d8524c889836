import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId } from '@rjsf/utils';

/**
 * A section of a step (an object of its schema): a fieldset named by its title, with no required
 * marker (a field that may be left out says "(optional)"). The step's own object is no group:
 * its heading names it, and a fieldset without a legend would be read as an unnamed group.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, className } = props;
  const content = properties.map((property) => property.content);
  if (fieldPathId.$id === 'root')
    return (
      <div className="step-fields" id={fieldPathId.$id}>
        {content}
      </div>
    );
  return (
    <fieldset className={className} id={fieldPathId.$id}>
      {title && <legend>{title}</legend>}
      {description && (
        <p className="hint" id={descriptionId(fieldPathId)}>
          {description}
        </p>
      )}
      {content}
    </fieldset>
  );
}
