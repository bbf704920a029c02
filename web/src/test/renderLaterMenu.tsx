import { renderPage } from "./render";
import { LaterMenu } from "../components/LaterMenu/LaterMenu";

/** A LaterMenu with a "More" button and one item, "Settings", as its tests draw it. */
export function renderMenu() {
  return renderPage(
    <LaterMenu position="bottom-end" target={<button type="button">More</button>}>
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Item>Settings</Menu.Item>
        </Menu.Dropdown>
      )}
    </LaterMenu>,
  );
}
