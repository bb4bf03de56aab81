import type { DemoTexts } from './demo-texts';

/** Vietnamese. */
export const vi: DemoTexts = {
  cms: {
    about_us:
      '<h2>Giới thiệu về {site}</h2><p>{site} là trang trò chơi trực tuyến cung cấp slot, sòng bài trực tiếp, cá cược thể thao và trò chơi arcade từ các studio được cấp phép. Mọi trò chơi đều chạy trên bộ tạo số ngẫu nhiên đã được chứng nhận và đội ngũ thu ngân của chúng tôi xử lý mọi khoản thanh toán suốt ngày đêm.</p><p>Đội ngũ hỗ trợ luôn sẵn sàng 24 giờ mỗi ngày qua trò chuyện trực tuyến và e-mail.</p>',
    privacy_policy:
      '<h2>Chính sách bảo mật</h2><p>Chúng tôi chỉ thu thập những thông tin cần thiết để vận hành tài khoản của bạn: tên người dùng, số điện thoại, địa chỉ e-mail và lịch sử giao dịch. Chúng tôi không bao giờ bán dữ liệu của bạn.</p><ul><li>Mật khẩu của bạn được lưu dưới dạng băm và nhân viên của chúng tôi không thể xem.</li><li>Bạn có thể yêu cầu bản sao dữ liệu hoặc xóa dữ liệu của mình bất cứ lúc nào.</li></ul>',
    banking:
      '<h2>Nạp và rút tiền</h2><p>Tiền nạp được cộng ngay khi được xác nhận. Yêu cầu rút tiền được kiểm tra và thanh toán trong vòng 24 giờ vào tài khoản ngân hàng đứng tên bạn.</p><ul><li>Số tiền nạp và rút tối thiểu được hiển thị trên trang thu ngân.</li><li>Chúng tôi không bao giờ thu phí nạp tiền.</li></ul>',
    faqs: '<h2>Câu hỏi thường gặp</h2><h3>Làm thế nào để đăng ký?</h3><p>Nhấn Đăng ký, chọn tên người dùng và mật khẩu, sau đó xác nhận số điện thoại bằng mã chúng tôi gửi cho bạn.</p><h3>Rút tiền mất bao lâu?</h3><p>Hầu hết các khoản rút được thanh toán trong vòng một giờ; tất cả trong vòng 24 giờ.</p><h3>Tôi quên mật khẩu.</h3><p>Hãy dùng chức năng Quên mật khẩu: chúng tôi sẽ gửi mã dùng một lần đến số điện thoại đã đăng ký của bạn.</p>',
    responsible_gaming:
      '<h2>Chơi có trách nhiệm</h2><p>Trò chơi nên là hình thức giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách và giới hạn thời gian trước khi chơi.</p><ul><li>Bạn phải từ 18 tuổi trở lên để tham gia.</li><li>Tự đặt giới hạn nạp tiền và thua lỗ, giới hạn thời gian phiên chơi, lời nhắc thời gian, tạm nghỉ hoặc tự loại trừ bằng các công cụ trên trang này.</li></ul>',
    terms:
      '<h2>Điều khoản và điều kiện</h2><p>Khi mở tài khoản tại {site}, bạn xác nhận rằng mình đủ 18 tuổi trở lên và chơi cho chính mình. Mỗi người chỉ được có một tài khoản.</p><p>Tiền thưởng đi kèm yêu cầu cược được nêu trong từng khuyến mãi. Chúng tôi có thể đóng các tài khoản dùng để gian lận hoặc lạm dụng tiền thưởng.</p>',
  },
  slides: [
    { title: 'Thưởng chào mừng 100%', subtitle: 'Nhân đôi lần nạp đầu tiên tại {site}' },
    { title: 'Trò chơi mới mỗi tuần', subtitle: 'Khám phá những trò chơi mới nhất từ các studio hàng đầu' },
    { title: 'Giới thiệu bạn bè', subtitle: 'Mời bạn bè và nhận thưởng cho mỗi lần họ nạp tiền' },
  ],
  announcements: [
    {
      title: 'Bảo trì định kỳ',
      content:
        '<p>Một số trò chơi sẽ tạm ngưng vào Chủ nhật từ 02:00 đến 04:00 UTC trong khi các nhà cung cấp cập nhật máy chủ.</p>',
    },
    {
      title: 'Rút tiền nhanh hơn',
      content:
        '<p>Các khoản rút về ngân hàng nội địa nay được xử lý trong vòng một giờ, tất cả các ngày trong tuần.</p>',
    },
  ],
  marquee: [
    'Chào mừng bạn đến với {site}! Hãy chơi có trách nhiệm.',
    'Rút tiền được xử lý 24/7. Liên hệ trò chuyện trực tuyến nếu bạn cần hỗ trợ.',
  ],
  pageTitles: {
    home: 'Trang chủ',
    slots: 'Slot',
    casino: 'Sòng bài trực tiếp',
    sports: 'Thể thao',
    fishing: 'Bắn cá',
    arcade: 'Arcade',
    crash: 'Crash',
    bingo: 'Bingo',
    freeplay: 'Chơi miễn phí',
    lottery: 'Xổ số',
    poker: 'Poker',
    sabong: 'Đá gà',
    'horse-racing': 'Đua ngựa',
    'hash-game': 'Trò chơi Hash',
    promotions: 'Khuyến mãi',
    about: 'Giới thiệu',
    faqs: 'Câu hỏi thường gặp',
  },
  seoBody: 'Chơi {title} trực tuyến tại {site}: thanh toán nhanh, khuyến mãi mỗi ngày và hỗ trợ 24/7.',
};
