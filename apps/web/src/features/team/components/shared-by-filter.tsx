import { SelectField } from "../../../components/select-field";
import { useTeam } from "../hooks/use-team";

const EVERYONE = "";

/**
 * The organisation's people when there is more than one (with one person, "Shared by" says nothing);
 * an empty list while the team loads or if it cannot be read, so the lists work as before.
 */
export function useTeammates() {
  const team = useTeam();
  const members = team.data?.data ?? [];
  return members.length > 1 ? members : [];
}

type SharedByFilterProps = {
  /** A teammate's user id, or "" for everyone. */
  value: string;
  onChange: (userId: string) => void;
};

/** "Shared by": lists only what one teammate made; hidden for an organisation of one. */
export function SharedByFilter({ value, onChange }: SharedByFilterProps) {
  const teammates = useTeammates();
  if (teammates.length === 0) return null;
  const options = [
    { value: EVERYONE, label: "Everyone" },
    ...teammates.map((member) => ({ value: member.userId, label: member.name })),
  ];
  return (
    <div className="w-48">
      <SelectField label="Shared by" value={value} options={options} onChange={onChange} />
    </div>
  );
}
