import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import { copy } from "../../copy";
import { PhotoQueueList } from "./PhotoQueueList";

/** The photo queue: staff see it, admins decide (as for approvals). */
export const photos = {
  name: "photos",
  list: PhotoQueueList,
  icon: PhotoLibraryIcon,
  options: { label: copy.photos.menu },
};
