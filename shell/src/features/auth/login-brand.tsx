import { useSetupEntriesQuery } from '@voltdesk/app-core';

/** The site's logo and title on top of the Login Panel, as the site settings save them. */
export function LoginBrand() {
  const { data: setup } = useSetupEntriesQuery();
  const siteTitle = setup?.websiteData?.title;
  const logo = setup?.websiteLogo?.image;
  return (
    <div className="vd-login__brand">
      {logo ? <img src={logo} alt="" className="vd-login__logo" /> : null}
      {siteTitle ? <div className="vd-login__site">{siteTitle}</div> : null}
    </div>
  );
}
