import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import Check from "lucide-react/icons/check";
import ChevronRight from "lucide-react/icons/chevron-right";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ElementType, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { floatingContent } from "./floating";

/** A menu of actions opened from a button (Radix DropdownMenu): arrow keys, typeahead, Escape. */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuSub = MenuPrimitive.Sub;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

const itemClass =
  "relative flex h-8 cursor-pointer select-none items-center gap-2 rounded-sm px-3 text-sm text-fg outline-none data-[highlighted]:bg-surface-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const menuSurface = "z-50 rounded border border-line bg-surface-raised p-1 shadow-pop";

export const DropdownMenuContent = floatingContent(
  "DropdownMenuContent",
  { Portal: MenuPrimitive.Portal, Content: MenuPrimitive.Content },
  cn(menuSurface, "min-w-[9rem]"),
  { defaults: { sideOffset: 4, align: "start" } },
);

export const DropdownMenuItem = forwardRef<
  ElementRef<typeof MenuPrimitive.Item>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.Item> & {
    /** Red text, for a destructive action such as 删除 / Delete. No default: normal text. */
    danger?: boolean;
  }
>(function DropdownMenuItem({ className, danger, ...props }, ref) {
  return <MenuPrimitive.Item ref={ref} className={cn(itemClass, danger && "text-danger", className)} {...props} />;
});

/** A menu item with a check or radio mark in its left gutter, shown while the item is checked. */
function indicatorItem<C extends typeof MenuPrimitive.CheckboxItem | typeof MenuPrimitive.RadioItem>(
  displayName: string,
  Item: C,
  indicator: ReactNode,
  indicatorClass: string,
) {
  const Layer = Item as ElementType;
  const Indicated = forwardRef<ElementRef<C>, ComponentPropsWithoutRef<C>>(function Indicated(props, ref) {
    const { className, children, ...rest } = props as { className?: string; children?: ReactNode };
    return (
      <Layer ref={ref} className={cn(itemClass, "pl-8", className)} {...rest}>
        <MenuPrimitive.ItemIndicator className={cn("absolute inline-flex", indicatorClass)}>
          {indicator}
        </MenuPrimitive.ItemIndicator>
        {children}
      </Layer>
    );
  });
  Indicated.displayName = displayName;
  return Indicated;
}

export const DropdownMenuCheckboxItem = indicatorItem(
  "DropdownMenuCheckboxItem",
  MenuPrimitive.CheckboxItem,
  <Check aria-hidden="true" />,
  "left-2 text-primary",
);

export const DropdownMenuRadioItem = indicatorItem(
  "DropdownMenuRadioItem",
  MenuPrimitive.RadioItem,
  <span className="size-2 rounded-full bg-primary" />,
  "left-2.5",
);

export const DropdownMenuSubTrigger = forwardRef<
  ElementRef<typeof MenuPrimitive.SubTrigger>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.SubTrigger>
>(function DropdownMenuSubTrigger({ className, children, ...props }, ref) {
  return (
    <MenuPrimitive.SubTrigger
      ref={ref}
      className={cn(itemClass, "data-[state=open]:bg-surface-muted", className)}
      {...props}
    >
      {children}
      <ChevronRight className="ml-auto" aria-hidden="true" />
    </MenuPrimitive.SubTrigger>
  );
});

export const DropdownMenuSubContent = floatingContent(
  "DropdownMenuSubContent",
  { Portal: MenuPrimitive.Portal, Content: MenuPrimitive.SubContent },
  cn(menuSurface, "min-w-[8rem]"),
);

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn("px-3 py-1.5 text-xs text-fg-subtle", className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-line", className)} {...props} />;
}
