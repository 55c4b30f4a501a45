//  ProfileHeaderView.m — Masonry with lazy getters, the way Objective-C apps write a header view.
//  Its Swift/SnapKit twin, Twins/ProfileHeaderView.swiftlay, lays out to identical frames.
#import "ProfileHeaderView.h"
#import <Masonry/Masonry.h>

#define kPadding 16
#define kAvatarSize 64
#define RGB(r, g, b) [UIColor colorWithRed:(r) / 255.0 green:(g) / 255.0 blue:(b) / 255.0 alpha:1.0]

@interface ProfileHeaderView ()
@property (nonatomic, strong) UIView *divider;
@end

@implementation ProfileHeaderView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.backgroundColor = [UIColor whiteColor];
        [self addSubview:self.avatarView];
        [self addSubview:self.nameLabel];
        [self addSubview:self.handleLabel];
        [self addSubview:self.followButton];
        [self addSubview:self.divider];
        [self makeConstraints];
    }
    return self;
}

- (void)makeConstraints {
    [self.avatarView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.equalTo(self).offset(kPadding);
        make.size.mas_equalTo(CGSizeMake(kAvatarSize, kAvatarSize));
        make.bottom.equalTo(self.divider.mas_top).offset(-kPadding);
    }];
    [self.nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.avatarView.mas_right).offset(12);
        make.bottom.equalTo(self.avatarView.mas_centerY).offset(-2);
        make.right.lessThanOrEqualTo(self.followButton.mas_left).offset(-8);
    }];
    [self.handleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.nameLabel);
        make.top.equalTo(self.avatarView.mas_centerY).offset(2);
        make.right.lessThanOrEqualTo(self.followButton.mas_left).offset(-8);
    }];
    [self.followButton mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.equalTo(self).offset(-kPadding);
        make.centerY.equalTo(self.avatarView);
        make.size.mas_equalTo(CGSizeMake(88, 32));
    }];
    [self.divider mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.bottom.equalTo(self);
        make.height.mas_equalTo(1);
    }];
}

#pragma mark - Lazy getters

- (UIImageView *)avatarView {
    if (!_avatarView) {
        _avatarView = [[UIImageView alloc] init];
        _avatarView.backgroundColor = RGB(210, 222, 238);
        _avatarView.layer.cornerRadius = kAvatarSize / 2;
        _avatarView.clipsToBounds = YES;
    }
    return _avatarView;
}

- (UILabel *)nameLabel {
    if (!_nameLabel) {
        _nameLabel = [UILabel new];
        _nameLabel.text = @"Ada Lovelace";
        _nameLabel.font = [UIFont boldSystemFontOfSize:18];
        _nameLabel.textColor = RGB(28, 28, 30);
    }
    return _nameLabel;
}

- (UILabel *)handleLabel {
    if (!_handleLabel) {
        _handleLabel = [UILabel new];
        _handleLabel.text = @"@ada";
        _handleLabel.font = [UIFont systemFontOfSize:14];
        _handleLabel.textColor = [UIColor grayColor];
    }
    return _handleLabel;
}

- (UIButton *)followButton {
    if (!_followButton) {
        _followButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [_followButton setTitle:@"Follow" forState:UIControlStateNormal];
        [_followButton setTitleColor:[UIColor whiteColor] forState:UIControlStateNormal];
        _followButton.titleLabel.font = [UIFont boldSystemFontOfSize:15];
        _followButton.backgroundColor = RGB(0, 122, 255);
        _followButton.layer.cornerRadius = 16;
    }
    return _followButton;
}

- (UIView *)divider {
    if (!_divider) {
        _divider = [UIView new];
        _divider.backgroundColor = RGB(229, 229, 234);
    }
    return _divider;
}

@end
