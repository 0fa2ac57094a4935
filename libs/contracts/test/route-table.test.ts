import { ownerOf, routeTable, type ServiceName } from '../src';

const owners: ServiceName[] = ['auth', 'content', 'pos', 'notify'];

describe('route table', () => {
  it('gives every route exactly one known owner', () => {
    for (const route of routeTable) expect(owners).toContain(route.service);
  });

  it('lets no two routes claim the same method and path, nor two services one path', () => {
    const owner = new Map<string, ServiceName>();
    const seen = new Set<string>();
    const clashes: string[] = [];
    for (const r of routeTable) {
      const route = `${r.method} ${r.path}`;
      if (seen.has(route)) clashes.push(`${route} twice`);
      seen.add(route);
      const first = owner.get(r.path);
      if (first && first !== r.service) clashes.push(`${r.path}: ${first} and ${r.service}`);
      owner.set(r.path, r.service);
    }
    expect(clashes).toEqual([]);
  });

  it('gives a path two methods only for mail links: a GET that changes nothing, a POST that acts', () => {
    const methods = new Map<string, string[]>();
    for (const r of routeTable) methods.set(r.path, [...(methods.get(r.path) ?? []), r.method]);
    const shared = [...methods].filter(([, m]) => m.length > 1).map(([path, m]) => [path, m.sort()]);
    expect(shared.sort()).toEqual([
      ['confirmSubscription', ['GET', 'POST']],
      // The reset page asks whether its mailed link still works before it shows the form.
      ['resetPassword', ['GET', 'POST']],
      ['unsubscribe', ['GET', 'POST']],
    ]);
    // Form-encoded bodies (refused everywhere else) only where RFC 8058 makes mail clients send them.
    expect(routeTable.filter((r) => r.form).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST unsubscribe',
    ]);
  });

  it('covers every path of the spec call table', () => {
    // The spec's call table (section 7), path column, in order; the product's additions
    // (docs/architecture.md section 3) after, then 'sign out everywhere' (docs/decisions/0005)
    // and the password reset by e-mail, then the admins' roles.
    const specPaths =
      `login logout landding admin/users updateProfile changePassword admin/userlist admin/userstatus
      admin/adminregister admin/allNavbar admin/insertNavbar admin/updateNavbar admin/deleteNavbar getPost
      admin/insertPost admin/updatePost admin/deletePost getCardSection admin/insertCardSection
      admin/updateCardSection admin/deleteCardSection getSingleSetup admin/createSingleSetup admin/getNewsLetter
      insertNewsLetter admin/deleteNewsLetter admin/sendNewsLetter admin/pages admin/pageInsert admin/updatePage
      admin/deletePage pagebyslug getTestimonial admin/insertTestimonial admin/updateTestimonial
      admin/deleteTestimonial insertContact admin/getCharge admin/insertCharge admin/updateCharge
      admin/deleteCharge admin/getBannerpage get_by_slug admin/insertBannerpage admin/updateBannerpage
      admin/deleteBannerpage admin/getService service_get_by_slug admin/insertService admin/updateService
      admin/deleteService admin/getposInsertData admin/getOrders admin/insertOrder admin/updateOrder admin/due_pay
      admin/deleteOrder admin/getCategories admin/insertCategory admin/updateCategory admin/deleteCategory
      admin/getProducts admin/insertProduct admin/updateProduct admin/deleteProduct admin/getCustomers
      admin/deleteCustomer
      admin/updateSiteData postbyslug services sitemap.xml rss.xml public_page confirmSubscription unsubscribe admin/customerByPhone
      admin/posSummary admin/notifications admin/voidOrder admin/creditOrder admin/getOrderTrail admin/emailInvoice
      admin/getQuotes admin/insertQuote admin/updateQuote admin/acceptQuote admin/declineQuote admin/convertQuote admin/emailQuote
      admin/getPeriodReport admin/getVatReport admin/getAgedReceivables admin/getSalesReport admin/exportInvoices
      admin/exportPayments admin/exportCustomers
      admin/getCustomer admin/updateCustomer admin/getInvoiceSettings admin/updateInvoiceSettings
      admin/newsletterPreview admin/newsletterAudience admin/newsletterTest admin/retryNewsletter admin/newsletters
      logoutEverywhere forgotPassword resetPassword admin/userRole admin/adminNames
      admin/revisions admin/restoreRevision admin/activity
      admin/media admin/uploadMedia admin/updateMedia admin/deleteMedia
      admin/rolePermissions admin/updateRolePermissions businessClock
      leadFormToken insertLead admin/getLeads admin/updateLeadStatus admin/convertLead admin/quoteLead
      admin/getMaterials admin/insertMaterial admin/updateMaterial admin/deleteMaterial
      admin/getExpenses admin/insertExpense admin/updateExpense admin/deleteExpense admin/getVatReturn
      admin/createDepositInvoice admin/createFinalInvoice
      admin/getJobs admin/getJob admin/insertJob admin/updateJob admin/removeJobPhoto admin/deleteJob
      admin/getCisReport
      customerDocument customerDocumentOpened acceptQuoteOnline declineQuoteOnline admin/getCustomerLinks
      customerDocumentPdf onlinePaymentStatus startOnlinePayment stripeWebhook
      portal/requestLink portal/signIn portal/account portal/document portal/signOut
      admin/getRecurring admin/insertRecurring admin/updateRecurring admin/pauseRecurring admin/resumeRecurring
      admin/skipRecurring admin/deleteRecurring
      admin/exportAccounting`.split(/\s+/);
    const tablePaths = [...new Set(routeTable.map((r) => r.path))].sort();
    expect(tablePaths).toEqual([...specPaths].sort());
  });

  it('assigns ownership as docs/architecture.md section 3 says', () => {
    expect(ownerOf('/api/login')).toBe('auth');
    expect(ownerOf('/api/admin/adminregister?x=1')).toBe('auth');
    expect(ownerOf('/api/admin/due_pay')).toBe('pos');
    expect(ownerOf('/api/admin/getCategories')).toBe('pos');
    expect(ownerOf('/api/landding')).toBe('content');
    expect(ownerOf('/api/admin/notifications')).toBe('notify');
    expect(ownerOf('/media/auth/ab/cd.png')).toBe('auth');
    expect(ownerOf('/media/content/ab.png')).toBe('content');
    expect(ownerOf('/api/nothing')).toBeUndefined();
    expect(ownerOf('/about')).toBeUndefined();
  });

  it('keeps every admin/ path behind the admin guard', () => {
    const open = routeTable.filter((r) => r.path.startsWith('admin/') && r.access !== 'admin');
    expect(open).toEqual([]);
  });
});
