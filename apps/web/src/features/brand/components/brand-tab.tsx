import {
  brandColorAdvice,
  brandPalette,
  BRAND_COLOR_PATTERN,
  DEFAULT_BRAND_COLOR,
  LOGO_TYPES,
} from "@vemo/shared/rules/brand";
import type { BrandSettings } from "@vemo/shared/contracts/brand";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { SwitchField } from "../../../components/switch-field";
import { TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { removeLogo, saveBrand, uploadLogo } from "../api";
import { useBrand, useBrandChange } from "../hooks/use-brand";
import { CustomDomainPanel } from "./custom-domain-panel";

/** Settings → Brand (owners and admins): logo, brand colour, "Powered by Vemo" (Enterprise) and the custom domain. */
export function BrandTab() {
  const brand = useBrand();
  if (brand.isPending) return null;
  if (brand.isError) return <Notice tone="error">{errorMessage(brand.error, "Failed to load the brand")}</Notice>;
  return (
    <div className="max-w-2xl space-y-8">
      <LogoField brand={brand.data.data} />
      <BrandForm brand={brand.data.data} />
      <CustomDomainPanel />
    </div>
  );
}

function LogoField({ brand }: { brand: BrandSettings }) {
  const upload = useBrandChange(uploadLogo);
  const remove = useBrandChange(removeLogo);
  const error = upload.error ?? remove.error;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file);
    event.target.value = "";
  }

  return (
    <section className="space-y-3">
      <h2 className="text-sm font-semibold text-slate-900">Logo</h2>
      <p className="text-xs text-slate-500">
        PNG, JPEG or SVG up to 2 MB. It shows on your share pages, embeds, link previews and e-mails.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {brand.logoUrl ? (
          <img
            src={brand.logoUrl}
            alt="Your logo"
            className="h-12 w-auto max-w-[12rem] rounded border border-slate-200 bg-white object-contain p-1"
          />
        ) : (
          <span className="text-sm text-slate-500">No logo yet</span>
        )}
        <label className={secondaryButtonClass}>
          {upload.isPending ? "Uploading..." : brand.logoUrl ? "Replace logo" : "Upload logo"}
          <input type="file" accept={LOGO_TYPES.join(",")} className="sr-only" onChange={handleFile} />
        </label>
        {brand.logoUrl && (
          <button type="button" className={secondaryButtonClass} onClick={() => remove.mutate(undefined)}>
            Remove logo
          </button>
        )}
      </div>
      {error && <Notice tone="error">{errorMessage(error, "The logo could not be saved")}</Notice>}
    </section>
  );
}

function BrandForm({ brand }: { brand: BrandSettings }) {
  const save = useBrandChange(saveBrand);
  const [color, setColor] = useState(brand.brandColor ?? "");
  const [hidePoweredBy, setHidePoweredBy] = useState(brand.hidePoweredBy);
  const isValid = color === "" || BRAND_COLOR_PATTERN.test(color);
  const advice = color && brandColorAdvice(color);
  const palette = brandPalette(isValid && color ? color : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isValid) save.mutate({ brandColor: color || null, hidePoweredBy });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Brand colour"
          placeholder={DEFAULT_BRAND_COLOR}
          value={color}
          onValueChange={(value) => setColor(value.trim())}
          error={isValid ? undefined : (advice ?? undefined)}
          className="w-40"
        />
        <input
          type="color"
          aria-label="Pick the brand colour"
          value={isValid && color ? color : DEFAULT_BRAND_COLOR}
          onChange={(event) => setColor(event.target.value)}
          className="h-10 w-12 cursor-pointer rounded border border-slate-300"
        />
        <span
          aria-label="Button preview"
          className="rounded-lg px-4 py-2 text-sm font-semibold"
          style={{ background: palette.brand, color: palette.onBrand }}
        >
          Book a Meeting
        </span>
        <span className="text-sm font-semibold" style={{ color: palette.accent }}>
          Link colour
        </span>
      </div>
      {isValid && advice && <Notice tone="info">{advice}</Notice>}
      <SwitchField
        label="Hide “Powered by Vemo”"
        description={
          brand.canHidePoweredBy
            ? "Your share pages and e-mails carry your brand alone."
            : "White-label options are part of the Enterprise plan."
        }
        checked={hidePoweredBy}
        onChange={setHidePoweredBy}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending || !isValid}>
          {save.isPending ? "Saving..." : "Save brand"}
        </button>
        {save.isSuccess && <span className="text-sm text-green-700">Saved</span>}
      </div>
      {save.isError && <Notice tone="error">{errorMessage(save.error, "The brand could not be saved")}</Notice>}
    </form>
  );
}
