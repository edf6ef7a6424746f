import { ComponentRegistry } from "./registry";
import { textRenderer } from "./components/text";
import { headerRenderer } from "./components/header";
import { artworkRowRenderer, detailRowRenderer, trackRenderer } from "./components/rows";
import { carouselRenderer } from "./components/carousel";
import { cardRenderer, columnRenderer, gridRenderer, lazyListRenderer, listRenderer, rowRenderer, scrollRenderer } from "./components/containers";
import { exploreTileRenderer, imageBannerRenderer, imageRenderer } from "./components/images";
import { buttonRenderer, pickerRenderer, textFieldRenderer, toggleRenderer } from "./components/inputs";
import { badgeRenderer, dividerRenderer, spacerRenderer } from "./components/marks";

/** Every core component type (§4), registered as a feature registers its own. */
export const coreComponents = [
  textRenderer, headerRenderer, detailRowRenderer, artworkRowRenderer, carouselRenderer, gridRenderer, listRenderer,
  imageBannerRenderer, exploreTileRenderer, imageRenderer, buttonRenderer, textFieldRenderer, toggleRenderer,
  pickerRenderer, badgeRenderer, spacerRenderer, dividerRenderer, columnRenderer, rowRenderer, cardRenderer,
  scrollRenderer, lazyListRenderer, trackRenderer,
];

export function registerCoreComponents(registry: ComponentRegistry): void {
  for (const renderer of coreComponents) registry.register(renderer);
}
