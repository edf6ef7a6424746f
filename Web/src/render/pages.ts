import { Fields } from "../contract/fields";
import { child } from "../contract/json";
import { JSONValue } from "../contract/json";
import { PageLink, readPageLink } from "../contract/page";
import { RenderContext } from "./context";
import { el } from "./dom";
import { text } from "../ui/strings";

/**
 * The row after a list's last row while the list continues on the server:
 * it loads the next page when it comes within two screens of the view (or
 * is activated), appends the rows, and says why a page failed; activating
 * it then tries again, and the list keeps every row it has. The rows of
 * pages loaded before this draw go to `drawn` when given (a section that
 * puts its rows in place itself), else to the end of `rows`.
 */
export function pageLink(fields: Fields, rows: HTMLElement, context: RenderContext, drawn?: HTMLElement[]): HTMLElement | null {
  const first = readPageLink(fields.raw("nextPage"), fields.at("nextPage"), context.diagnostics);
  if (!first) return null;
  // The pages loaded after this link, kept by the screen so a redraw (a state change, a revalidation with the same link) keeps them.
  const id = fields.raw("id");
  const loaded = context.loadedPages(`${typeof id === "string" ? id : fields.path}|${first.cursor}`);
  const append = (components: readonly JSONValue[], page: number, into: (row: HTMLElement) => void = (row) => rows.appendChild(row)) => {
    components.forEach((value, index) => {
      const row = context.component(value, child(`pages[${page}].components`, index));
      if (row) into(rows.getAttribute("role") === "list" ? el("div", { role: "listitem" }, row) : row);
    });
  };
  loaded.pages.forEach((components, index) => append(components, index + 1, drawn ? (row) => drawn.push(row) : undefined));
  let link: PageLink | undefined = loaded.pages.length > 0 ? loaded.next : first;
  if (!link) return null;
  const button = el("button", { class: "page-link", type: "button" }, text("moreRows"));
  let loading = false;
  const load = async () => {
    if (loading || !link) return;
    loading = true;
    button.textContent = text("loadingRows");
    try {
      const page = await context.loadPage(link);
      loaded.pages.push(page.components);
      loaded.next = page.nextPage;
      append(page.components, loaded.pages.length);
      link = page.nextPage;
      if (!link) {
        observer.disconnect();
        button.remove();
      } else {
        button.textContent = text("moreRows");
        // Still in view after the rows arrived: the observer does not fire again by itself.
        observer.unobserve(button);
        observer.observe(button);
      }
    } catch (error) {
      button.textContent = `${text("pageFailed")}: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      loading = false;
    }
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting) && !button.textContent?.startsWith(text("pageFailed"))) void load();
  }, { rootMargin: "200% 0px" });
  observer.observe(button);
  button.addEventListener("click", () => void load());
  return button;
}
