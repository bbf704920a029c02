import { Avatar } from "@mantine/core";
import { otherName } from "./format";
import type { OtherMember } from "./types";

/** The other member's photo (as the photo policy lets me see it), else their initial. */
export function MemberAvatar({ other, size = 44 }: { other: OtherMember; size?: number }) {
  const name = otherName(other);
  return (
    <Avatar src={other.photoUrl} alt="" size={size} radius="xl" color="pink" aria-hidden="true">
      {Array.from(name)[0]?.toUpperCase() ?? ""}
    </Avatar>
  );
}
