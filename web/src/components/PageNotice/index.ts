export { PageNotice } from "./PageNotice";
